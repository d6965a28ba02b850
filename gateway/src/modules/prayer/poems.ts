import type { Locale } from '@memorial/schema';

/**
 * The library of poems and prayers (arrangements-portal 2.6, 4.3): every text here is in the public
 * domain: scripture in the King James Version (1611) and the Reina-Valera (1909, in its own spelling),
 * traditional prayers (in Spanish, the Catholic wording used in Mexico), and poems by authors who
 * died long ago, in editions published before 1929. Texts whose copyright is uncertain (such as
 * 'Do not stand at my grave and weep' or the Serenity Prayer) are left out on purpose. Each text
 * keeps its language: the chooser offers the family's first. Texts are written as they were
 * published, never translated here.
 */
export interface PoemData {
  id: number;
  title: string;
  author: string | null;
  content: string;
  language: Locale;
}

const ENGLISH_POEMS: ReadonlyArray<Omit<PoemData, 'language'>> = [
  {
    id: 1,
    title: 'The Lord Is My Shepherd',
    author: 'Psalm 23, King James Version',
    content: `The Lord is my shepherd; I shall not want.
He maketh me to lie down in green pastures: he leadeth me beside the still waters.
He restoreth my soul: he leadeth me in the paths of righteousness for his name's sake.
Yea, though I walk through the valley of the shadow of death, I will fear no evil: for thou art with me; thy rod and thy staff they comfort me.
Thou preparest a table before me in the presence of mine enemies: thou anointest my head with oil; my cup runneth over.
Surely goodness and mercy shall follow me all the days of my life: and I will dwell in the house of the Lord for ever.`,
  },
  {
    id: 2,
    title: 'I Will Lift Up Mine Eyes',
    author: 'Psalm 121, King James Version',
    content: `I will lift up mine eyes unto the hills, from whence cometh my help.
My help cometh from the Lord, which made heaven and earth.
He will not suffer thy foot to be moved: he that keepeth thee will not slumber.
Behold, he that keepeth Israel shall neither slumber nor sleep.
The Lord is thy keeper: the Lord is thy shade upon thy right hand.
The sun shall not smite thee by day, nor the moon by night.
The Lord shall preserve thee from all evil: he shall preserve thy soul.
The Lord shall preserve thy going out and thy coming in from this time forth, and even for evermore.`,
  },
  {
    id: 3,
    title: 'A Time for Every Purpose',
    author: 'Ecclesiastes 3:1-8, King James Version',
    content: `To every thing there is a season, and a time to every purpose under the heaven:
A time to be born, and a time to die; a time to plant, and a time to pluck up that which is planted;
A time to kill, and a time to heal; a time to break down, and a time to build up;
A time to weep, and a time to laugh; a time to mourn, and a time to dance;
A time to cast away stones, and a time to gather stones together; a time to embrace, and a time to refrain from embracing;
A time to get, and a time to lose; a time to keep, and a time to cast away;
A time to rend, and a time to sew; a time to keep silence, and a time to speak;
A time to love, and a time to hate; a time of war, and a time of peace.`,
  },
  {
    id: 4,
    title: "The Lord's Prayer",
    author: 'Traditional',
    content: `Our Father, who art in heaven,
hallowed be thy name;
thy kingdom come;
thy will be done,
on earth as it is in heaven.
Give us this day our daily bread.
And forgive us our trespasses,
as we forgive those who trespass against us.
And lead us not into temptation;
but deliver us from evil.
For thine is the kingdom, the power, and the glory,
for ever and ever. Amen.`,
  },
  {
    id: 5,
    title: 'Hail Mary',
    author: 'Traditional',
    content: `Hail Mary, full of grace, the Lord is with thee.
Blessed art thou amongst women,
and blessed is the fruit of thy womb, Jesus.
Holy Mary, Mother of God,
pray for us sinners,
now and at the hour of our death.
Amen.`,
  },
  {
    id: 6,
    title: 'Prayer of Saint Francis',
    author: 'Traditional',
    content: `Lord, make me an instrument of Thy peace;
where there is hatred, let me sow love;
where there is injury, pardon;
where there is doubt, faith;
where there is despair, hope;
where there is darkness, light;
and where there is sadness, joy.
O Divine Master, grant that I may not so much seek
to be consoled as to console;
to be understood as to understand;
to be loved as to love;
for it is in giving that we receive,
it is in pardoning that we are pardoned,
and it is in dying that we are born to eternal life.`,
  },
  {
    id: 7,
    title: 'Crossing the Bar',
    author: 'Alfred, Lord Tennyson',
    content: `Sunset and evening star,
And one clear call for me!
And may there be no moaning of the bar,
When I put out to sea,

But such a tide as moving seems asleep,
Too full for sound and foam,
When that which drew from out the boundless deep
Turns again home.

Twilight and evening bell,
And after that the dark!
And may there be no sadness of farewell,
When I embark;

For tho' from out our bourne of Time and Place
The flood may bear me far,
I hope to see my Pilot face to face
When I have crost the bar.`,
  },
  {
    id: 8,
    title: 'Remember',
    author: 'Christina Rossetti',
    content: `Remember me when I am gone away,
Gone far away into the silent land;
When you can no more hold me by the hand,
Nor I half turn to go yet turning stay.
Remember me when no more day by day
You tell me of our future that you plann'd:
Only remember me; you understand
It will be late to counsel then or pray.
Yet if you should forget me for a while
And afterwards remember, do not grieve:
For if the darkness and corruption leave
A vestige of the thoughts that once I had,
Better by far you should forget and smile
Than that you should remember and be sad.`,
  },
  {
    id: 9,
    title: 'Death Is Nothing at All',
    author: 'Henry Scott Holland',
    content: `Death is nothing at all.
I have only slipped away into the next room.
I am I and you are you.
Whatever we were to each other, that we are still.
Call me by my old familiar name,
speak to me in the easy way which you always used.
Put no difference into your tone,
wear no forced air of solemnity or sorrow.
Laugh as we always laughed
at the little jokes we enjoyed together.
Play, smile, think of me, pray for me.
Let my name be ever the household word that it always was.
Life means all that it ever meant.
It is the same as it ever was.
Why should I be out of mind because I am out of sight?
I am but waiting for you, for an interval,
somewhere very near, just around the corner.
All is well.`,
  },
  {
    id: 10,
    title: 'Death, Be Not Proud',
    author: 'John Donne',
    content: `Death, be not proud, though some have called thee
Mighty and dreadful, for thou art not so;
For those whom thou think'st thou dost overthrow
Die not, poor Death, nor yet canst thou kill me.
From rest and sleep, which but thy pictures be,
Much pleasure; then from thee much more must flow,
And soonest our best men with thee do go,
Rest of their bones, and soul's delivery.
Thou art slave to fate, chance, kings, and desperate men,
And dost with poison, war, and sickness dwell,
And poppy or charms can make us sleep as well
And better than thy stroke; why swell'st thou then?
One short sleep past, we wake eternally,
And death shall be no more; Death, thou shalt die.`,
  },
  {
    id: 11,
    title: 'Because I Could Not Stop for Death',
    author: 'Emily Dickinson',
    content: `Because I could not stop for Death,
He kindly stopped for me;
The carriage held but just ourselves
And Immortality.

We slowly drove, he knew no haste,
And I had put away
My labor, and my leisure too,
For his civility.

We passed the school where children played,
Their lessons scarcely done;
We passed the fields of gazing grain,
We passed the setting sun.

We paused before a house that seemed
A swelling of the ground;
The roof was scarcely visible,
The cornice but a mound.

Since then 'tis centuries; but each
Feels shorter than the day
I first surmised the horses' heads
Were toward eternity.`,
  },
  {
    id: 12,
    title: 'Hope Is the Thing with Feathers',
    author: 'Emily Dickinson',
    content: `Hope is the thing with feathers
That perches in the soul,
And sings the tune without the words,
And never stops at all,

And sweetest in the gale is heard;
And sore must be the storm
That could abash the little bird
That kept so many warm.

I've heard it in the chillest land,
And on the strangest sea;
Yet, never, in extremity,
It asked a crumb of me.`,
  },
  {
    id: 13,
    title: 'If I Can Stop One Heart from Breaking',
    author: 'Emily Dickinson',
    content: `If I can stop one heart from breaking,
I shall not live in vain;
If I can ease one life the aching,
Or cool one pain,
Or help one fainting robin
Unto his nest again,
I shall not live in vain.`,
  },
  {
    id: 14,
    title: 'An Irish Blessing',
    author: 'Traditional',
    content: `May the road rise up to meet you.
May the wind be always at your back.
May the sun shine warm upon your face;
the rains fall soft upon your fields
and until we meet again,
may God hold you in the palm of His hand.`,
  },
  {
    id: 15,
    title: 'A Safe Lodging',
    author: 'John Henry Newman',
    content: `May He support us all the day long,
till the shades lengthen, and the evening comes,
and the busy world is hushed,
and the fever of life is over,
and our work is done!
Then in His mercy may He give us a safe lodging,
and a holy rest, and peace at the last.`,
  },
  {
    id: 16,
    title: 'The Eternal Goodness',
    author: 'John Greenleaf Whittier',
    content: `I know not what the future hath
Of marvel or surprise,
Assured alone that life and death
His mercy underlies.

And so beside the Silent Sea
I wait the muffled oar;
No harm from Him can come to me
On ocean or on shore.

I know not where His islands lift
Their fronded palms in air;
I only know I cannot drift
Beyond His love and care.`,
  },
  {
    id: 17,
    title: 'Resignation',
    author: 'Henry Wadsworth Longfellow',
    content: `Let us be patient! These severe afflictions
Not from the ground arise,
But oftentimes celestial benedictions
Assume this dark disguise.

There is no Death! What seems so is transition;
This life of mortal breath
Is but a suburb of the life elysian,
Whose portal we call Death.`,
  },
  {
    id: 18,
    title: 'No Coward Soul Is Mine',
    author: 'Emily Bront\u00eb',
    content: `No coward soul is mine,
No trembler in the world's storm-troubled sphere:
I see Heaven's glories shine,
And faith shines equal, arming me from fear.

O God within my breast,
Almighty, ever-present Deity!
Life, that in me has rest,
As I, undying Life, have power in Thee!`,
  },
  {
    id: 19,
    title: 'Requiem',
    author: 'Robert Louis Stevenson',
    content: `Under the wide and starry sky,
Dig the grave and let me lie.
Glad did I live and gladly die,
And I laid me down with a will.

This be the verse you grave for me:
Here he lies where he longed to be;
Home is the sailor, home from sea,
And the hunter home from the hill.`,
  },
  {
    id: 20,
    title: 'In My Father\u2019s House',
    author: 'John 14:1-3, King James Version',
    content: `Let not your heart be troubled: ye believe in God, believe also in me.
In my Father's house are many mansions: if it were not so, I would have told you. I go to prepare a place for you.
And if I go and prepare a place for you, I will come again, and receive you unto myself; that where I am, there ye may be also.`,
  },
  {
    id: 21,
    title: 'Faith, Hope, Charity',
    author: '1 Corinthians 13, King James Version',
    content: `Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself, is not puffed up,
doth not behave itself unseemly, seeketh not her own, is not easily provoked, thinketh no evil;
rejoiceth not in iniquity, but rejoiceth in the truth;
beareth all things, believeth all things, hopeth all things, endureth all things.
Charity never faileth.
And now abideth faith, hope, charity, these three; but the greatest of these is charity.`,
  },
  {
    id: 22,
    title: 'The Lord Bless Thee',
    author: 'Numbers 6:24-26, King James Version',
    content: `The Lord bless thee, and keep thee:
The Lord make his face shine upon thee, and be gracious unto thee:
The Lord lift up his countenance upon thee, and give thee peace.`,
  },
  {
    id: 23,
    title: 'Eternal Rest',
    author: 'Traditional',
    content: `Eternal rest grant unto them, O Lord,
and let perpetual light shine upon them.
May the souls of all the faithful departed,
through the mercy of God, rest in peace.
Amen.`,
  },
  {
    id: 24,
    title: 'The Memorare',
    author: 'Traditional',
    content: `Remember, O most gracious Virgin Mary,
that never was it known that anyone who fled to thy protection,
implored thy help, or sought thine intercession
was left unaided.
Inspired by this confidence,
I fly unto thee, O Virgin of virgins, my Mother;
to thee do I come, before thee I stand, sinful and sorrowful.
O Mother of the Word Incarnate,
despise not my petitions,
but in thy mercy hear and answer me.
Amen.`,
  },
  {
    id: 25,
    title: 'Abide with Me',
    author: 'Henry Francis Lyte',
    content: `Abide with me; fast falls the eventide;
The darkness deepens; Lord, with me abide;
When other helpers fail and comforts flee,
Help of the helpless, O abide with me.

Swift to its close ebbs out life's little day;
Earth's joys grow dim; its glories pass away;
Change and decay in all around I see;
O Thou who changest not, abide with me.

Hold Thou Thy cross before my closing eyes;
Shine through the gloom and point me to the skies;
Heaven's morning breaks, and earth's vain shadows flee;
In life, in death, O Lord, abide with me.`,
  },
  {
    id: 26,
    title: 'Amazing Grace',
    author: 'John Newton',
    content: `Amazing grace! how sweet the sound
That saved a wretch like me!
I once was lost, but now am found,
Was blind, but now I see.

Through many dangers, toils, and snares,
I have already come;
'Tis grace hath brought me safe thus far,
And grace will lead me home.

The Lord has promised good to me,
His word my hope secures;
He will my shield and portion be
As long as life endures.`,
  },
  {
    id: 27,
    title: 'Fear No More the Heat o\u2019 the Sun',
    author: 'William Shakespeare, Cymbeline',
    content: `Fear no more the heat o' the sun,
Nor the furious winter's rages;
Thou thy worldly task hast done,
Home art gone, and ta'en thy wages:
Golden lads and girls all must,
As chimney-sweepers, come to dust.`,
  },
  {
    id: 28,
    title: 'The Beatitudes',
    author: 'Matthew 5:3-9, King James Version',
    content: `Blessed are the poor in spirit: for theirs is the kingdom of heaven.
Blessed are they that mourn: for they shall be comforted.
Blessed are the meek: for they shall inherit the earth.
Blessed are they which do hunger and thirst after righteousness: for they shall be filled.
Blessed are the merciful: for they shall obtain mercy.
Blessed are the pure in heart: for they shall see God.
Blessed are the peacemakers: for they shall be called the children of God.`,
  },
  {
    id: 29,
    title: 'Nothing Shall Separate Us',
    author: 'Romans 8:38-39, King James Version',
    content: `For I am persuaded, that neither death, nor life,
nor angels, nor principalities, nor powers,
nor things present, nor things to come,
nor height, nor depth, nor any other creature,
shall be able to separate us from the love of God,
which is in Christ Jesus our Lord.`,
  },
];

/** Spanish texts, from id 30. */
const SPANISH_POEMS: ReadonlyArray<Omit<PoemData, 'language'>> = [
  {
    id: 30,
    title: 'Padre Nuestro',
    author: 'Oración tradicional',
    content: `Padre nuestro, que estás en el cielo,
santificado sea tu Nombre;
venga a nosotros tu reino;
hágase tu voluntad
en la tierra como en el cielo.
Danos hoy nuestro pan de cada día;
perdona nuestras ofensas,
como también nosotros perdonamos
a los que nos ofenden;
no nos dejes caer en la tentación,
y líbranos del mal. Amén.`,
  },
  {
    id: 31,
    title: 'Ave María',
    author: 'Oración tradicional',
    content: `Dios te salve, María, llena eres de gracia,
el Señor es contigo.
Bendita tú eres entre todas las mujeres,
y bendito es el fruto de tu vientre, Jesús.
Santa María, Madre de Dios,
ruega por nosotros, pecadores,
ahora y en la hora de nuestra muerte. Amén.`,
  },
  {
    id: 32,
    title: 'Jehová es mi pastor',
    author: 'Salmo 23, Reina-Valera 1909',
    content: `Jehová es mi pastor; nada me faltará.
En lugares de delicados pastos me hará yacer: Junto á aguas de reposo me pastoreará.
Confortará mi alma; Guiárame por sendas de justicia por amor de su nombre.
Aunque ande en valle de sombra de muerte, No temeré mal alguno; porque tú estarás conmigo: Tu vara y tu cayado me infundirán aliento.
Aderezarás mesa delante de mí, en presencia de mis angustiadores: Ungiste mi cabeza con aceite: mi copa está rebosando.
Ciertamente el bien y la misericordia me seguirán todos los días de mi vida: Y en la casa de Jehová moraré por largos días.`,
  },
  {
    id: 33,
    title: 'Gloria al Padre',
    author: 'Oración tradicional',
    content: `Gloria al Padre, y al Hijo, y al Espíritu Santo.
Como era en el principio, ahora y siempre,
por los siglos de los siglos. Amén.`,
  },
  {
    id: 34,
    title: 'Descanso eterno',
    author: 'Oración tradicional por los difuntos',
    content: `Dales, Señor, el descanso eterno,
y brille para ellos la luz perpetua.
Descansen en paz.
Amén.`,
  },
  {
    id: 35,
    title: 'Oración de San Francisco',
    author: 'Texto tradicional',
    content: `Señor, hazme un instrumento de tu paz:
donde haya odio, ponga yo amor;
donde haya ofensa, ponga yo perdón;
donde haya discordia, ponga yo unión;
donde haya error, ponga yo verdad;
donde haya duda, ponga yo la fe;
donde haya desesperación, ponga yo esperanza;
donde haya tinieblas, ponga yo luz;
donde haya tristeza, ponga yo alegría.
Oh Maestro, que no busque yo tanto
ser consolado, como consolar;
ser comprendido, como comprender;
ser amado, como amar.
Porque dando se recibe;
olvidando se encuentra;
perdonando se es perdonado;
y muriendo se resucita a la vida eterna.`,
  },
  {
    id: 36,
    title: 'Nada te turbe',
    author: 'Santa Teresa de Jesús',
    content: `Nada te turbe,
nada te espante,
todo se pasa,
Dios no se muda;
la paciencia
todo lo alcanza;
quien a Dios tiene
nada le falta:
solo Dios basta.`,
  },
  {
    id: 37,
    title: 'Recuerde el alma dormida',
    author: 'Jorge Manrique, Coplas por la muerte de su padre',
    content: `Recuerde el alma dormida,
avive el seso y despierte
contemplando
cómo se pasa la vida,
cómo se viene la muerte
tan callando;
cuán presto se va el placer;
cómo, después de acordado,
da dolor;
cómo, a nuestro parecer,
cualquiera tiempo pasado
fue mejor.`,
  },
];

export const POEMS: readonly PoemData[] = [
  ...ENGLISH_POEMS.map((p) => ({ ...p, language: 'en' as const })),
  ...SPANISH_POEMS.map((p) => ({ ...p, language: 'es' as const })),
];

export const poemById = (id: number | null | undefined) => POEMS.find((p) => p.id === id) ?? null;
