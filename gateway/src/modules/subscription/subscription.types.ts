import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType('SubscribeInput', {
  description: 'Stay Updated: an e-mail address for reminders of the services, and the solved captcha (visitors).',
})
export class SubscribeInput {
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true, description: 'The altcha widget payload; required of visitors (SubscribeCheck.captchaRequired).' })
  captcha?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The visitor's IANA time zone: the reminder mails show times in it (America/Los_Angeles when absent).",
  })
  timeZone?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The mails' language, en or es; absent: the request's language (Accept-Language, the page's switch).",
  })
  language?: string | null;
}

@ObjectType('SubscribeResult')
export class SubscribeResult {
  @Field(() => String) message!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean, { description: 'False when this address was already subscribed (it stays subscribed once).' }) created!: boolean;
}

@ObjectType('SubscribeCheck', {
  description: 'Whether this caller must solve the captcha to subscribe, and what the rate limits still allow.',
})
export class SubscribeCheck {
  @Field(() => Boolean, { description: 'Visitors solve a captcha for every subscribe; signed-in people do not.' })
  captchaRequired!: boolean;
  @Field(() => Boolean, { description: 'False while this address (or this page) is over its subscribe limit: a subscribe now is refused.' })
  allowed!: boolean;
  @Field(() => Int, { description: 'Subscribes this address may still make in the current window.' }) remaining!: number;
}

@ObjectType('SubscriberCount')
export class SubscriberCount {
  @Field(() => Int) count!: number;
}

@ObjectType('UnsubscribeResult')
export class UnsubscribeResult {
  @Field(() => String) message!: string;
  @Field(() => String) decedentName!: string;
}
