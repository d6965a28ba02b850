import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { Input } from '@mantine/core';
import { Field, useFormState } from 'react-final-form';
import { APP_TEXTS, CAPTCHA_TEXTS, MESSAGES, NAMESPACE, translate, type Locale } from '@memorial/schema';
import { useLocale, useT } from './i18n';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';

/** The gateway's challenge URL: raw altcha challenge JSON, a new one per request. */
export const CAPTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge';

/** The widget's own name for its hidden input: not ours, so that the form's value comes from the field only. */
const WIDGET_INPUT = 'altcha';

/**
 * The altcha widget (a web component; its SHA-256 workers start from blob: URLs, which the gateway's CSP allows) is
 * loaded the first time a captcha is shown: most visits never need one, so it stays out of the first download.
 * An <altcha-widget> rendered before it has loaded is upgraded in place when it has.
 */
let widgetLoaded: Promise<unknown> | null = null;
const loadWidget = () =>
  (widgetLoaded ??= import('altcha')
    .then(() => customElements.whenDefined('altcha-widget'))
    .then(registerWidgetTexts)
    // A failed download (the connection dropped) is tried again by the next captcha shown.
    .catch((err: unknown) => {
      widgetLoaded = null;
      throw err;
    }));
const startLoadingWidget = () => {
  loadWidget().catch(() => undefined);
};

/** The widget's texts from our catalogs (formal usted in Spanish), under each language's code: the widget picks `language`. */
function registerWidgetTexts(): void {
  const i18n = (globalThis as { $altcha?: { i18n?: { set: (code: string, strings: Record<string, string>) => void } } }).$altcha?.i18n;
  if (!i18n) return;
  const keys = Object.keys(CAPTCHA_TEXTS).filter((key) => key !== (NAMESPACE as unknown)) as Array<
    Exclude<keyof typeof CAPTCHA_TEXTS, typeof NAMESPACE>
  >;
  for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
    i18n.set(locale, Object.fromEntries(keys.map((key) => [key, translate(locale, CAPTCHA_TEXTS, key)])));
  }
}

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** Listens to one widget's state: the payload once verified, undefined otherwise. */
function useWidgetState(ref: React.RefObject<AltchaWidgetElement | null>, onPayload: (payload: string | undefined) => void) {
  const latest = useRef(onPayload);
  latest.current = onPayload;
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail ?? {};
      latest.current(state === 'verified' && payload ? payload : undefined);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [ref]);
}

interface CaptchaWidgetProps {
  onPayload: (payload: string | undefined) => void;
  error?: string;
  /** Changes after each submission that reached the gateway: a solution works once, so the widget starts over. */
  round: number;
}

function CaptchaWidget({ onPayload, error, round }: CaptchaWidgetProps) {
  const ref = useRef<AltchaWidgetElement | null>(null);
  const errorId = useId();
  const t = useT();
  const locale = useLocale();
  useEffect(startLoadingWidget, []);
  useWidgetState(ref, onPayload);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.reset?.();
    onPayload(undefined);
    // onPayload is the field's onChange: a new function each render, the same field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  return (
    <Input.Wrapper error={error} errorProps={{ id: errorId, role: 'alert' }}>
      <div
        role="group"
        aria-label={t(APP_TEXTS, 'verification')}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="captcha"
      >
        <altcha-widget
          ref={ref}
          challenge={CAPTCHA_CHALLENGE_URL}
          name={WIDGET_INPUT}
          type="checkbox"
          language={locale}
          data-captcha="form"
        />
      </div>
    </Input.Wrapper>
  );
}

/**
 * The captcha as a react-final-form field (value: the widget's payload, sent as the `captcha` argument). The
 * visitor ticks the widget's box and it solves the gateway's proof-of-work challenge in the browser. Required
 * ("verify captcha") while it is shown; after each submission that reached the gateway it starts over.
 */
export function Captcha({ name = 'captcha' }: { name?: string }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const t = useT();
  const round = useRef(0);
  const wasSubmitting = useRef(false);
  if (wasSubmitting.current && !submitting) round.current += 1;
  wasSubmitting.current = !!submitting;
  return (
    <Field<string | undefined> name={name} validate={(value) => (value ? undefined : t(MESSAGES, 'verifyCaptcha'))}>
      {({ input, meta }) => {
        const error = meta.touched || meta.submitFailed ? ((meta.error ?? meta.submitError) as string | undefined) : undefined;
        return <CaptchaWidget onPayload={(p) => input.onChange(p)} error={error} round={round.current} />;
      }}
    </Field>
  );
}

/**
 * A captcha solved without asking, for each upload a visitor starts (one solution per upload request): an
 * invisible widget that fetches a challenge and works it out when `solve` is called. Render `widget` once.
 */
export function useCaptchaSolver(): { widget: ReactNode; solve: () => Promise<string | null> } {
  const ref = useRef<AltchaWidgetElement | null>(null);
  // One solve at a time: the widget holds one challenge (two uploads started together wait their turn).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(startLoadingWidget, []);
  const solve = useCallback(() => {
    const next = queue.current.then(async () => {
      try {
        await loadWidget();
        const widget = ref.current;
        if (!widget?.verify) return null;
        widget.reset();
        const result = await widget.verify();
        return result?.payload ?? null;
      } catch {
        return null;
      }
    });
    queue.current = next;
    return next;
  }, []);
  const widget = (
    <altcha-widget
      ref={ref}
      challenge={CAPTCHA_CHALLENGE_URL}
      name="altcha-upload"
      display="invisible"
      aria-hidden="true"
      data-captcha="upload"
    />
  );
  return { widget, solve };
}
