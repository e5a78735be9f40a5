/**
 * The demo school's English question bank (CET-4 style), as plain data: the seed turns each entry into a
 * problem through the question bank's own rules. Written for this project.
 */

/** [stem with ___, options A–D, index of the answer, analysis] */
export const grammarSingles: [string, [string, string, string, string], number, string][] = [
  ['She ___ to the library every Sunday.', ['go', 'goes', 'going', 'gone'], 1, '主语第三人称单数，一般现在时用 goes。'],
  [
    'By the time we arrived, the film ___.',
    ['started', 'has started', 'had started', 'starts'],
    2,
    '“到达”之前已发生，用过去完成时。',
  ],
  ['If I ___ you, I would take the job.', ['am', 'was', 'were', 'be'], 2, '与现在事实相反的虚拟语气用 were。'],
  [
    'The book ___ I borrowed yesterday is very interesting.',
    ['who', 'which', 'whose', 'what'],
    1,
    '先行词是物，关系代词用 which。',
  ],
  ['He is used to ___ up early.', ['get', 'getting', 'got', 'gets'], 1, 'be used to 后接动名词。'],
  [
    'Neither Tom nor his parents ___ at home now.',
    ['is', 'are', 'was', 'be'],
    1,
    'neither…nor 就近一致，parents 用 are。',
  ],
  ['This is the ___ film I have ever seen.', ['good', 'better', 'best', 'well'], 2, '与现在完成时连用的最高级。'],
  [
    'I look forward to ___ from you soon.',
    ['hear', 'hearing', 'heard', 'be heard'],
    1,
    'look forward to 中 to 是介词，后接动名词。',
  ],
  [
    'The meeting ___ until next Monday.',
    ['put off', 'has been put off', 'puts off', 'has put off'],
    1,
    '会议是被推迟，用被动语态。',
  ],
  [
    'Hardly ___ home when it began to rain.',
    ['I had got', 'had I got', 'I got', 'did I get'],
    1,
    'hardly 位于句首，部分倒装。',
  ],
  [
    'She speaks English as ___ as a native speaker.',
    ['fluent', 'fluently', 'more fluent', 'most fluently'],
    1,
    '修饰动词用副词，as…as 中用原级。',
  ],
  [
    'It is important that everyone ___ on time.',
    ['arrive', 'arrives', 'arrived', 'will arrive'],
    0,
    'It is important that… 从句用 (should) + 动词原形。',
  ],
  ['___ tired, she went to bed early.', ['Feel', 'Felt', 'Feeling', 'To feel'], 2, '现在分词作原因状语。'],
  [
    'There is no point ___ about it now.',
    ['argue', 'to argue', 'arguing', 'argued'],
    2,
    'there is no point (in) doing sth.',
  ],
  [
    'He asked me where ___.',
    ['did I live', 'I lived', 'do I live', 'I live in'],
    1,
    '宾语从句用陈述语序，时态与主句一致。',
  ],
  [
    'The number of students ___ increased this year.',
    ['have', 'has', 'are', 'were'],
    1,
    'the number of 作主语，谓语用单数。',
  ],
  [
    'You ___ have told me earlier; I could have helped.',
    ['must', 'should', 'can', 'will'],
    1,
    'should have done 表示本该做而没做。',
  ],
  [
    'I would rather you ___ here tomorrow.',
    ['come', 'came', 'will come', 'coming'],
    1,
    'would rather 后的从句用过去式表示将来的愿望。',
  ],
  [
    'Not until midnight ___ the work.',
    ['did he finish', 'he finished', 'he did finish', 'finished he'],
    0,
    'not until 位于句首，主句部分倒装。',
  ],
  ['The girl ___ in the corner is my cousin.', ['sits', 'sat', 'sitting', 'to sit'], 2, '现在分词作后置定语。'],
  [
    'We need someone ___ the project.',
    ['manage', 'to manage', 'managing', 'managed'],
    1,
    '不定式作后置定语表示将要做的事。',
  ],
  ['She has lived here ___ 2015.', ['for', 'since', 'from', 'in'], 1, 'since + 时间点，与现在完成时连用。'],
  [
    'The students were made ___ the text twice.',
    ['read', 'to read', 'reading', 'reads'],
    1,
    'make sb do 的被动语态要还原 to。',
  ],
  [
    'It was in this room ___ the famous writer was born.',
    ['which', 'where', 'that', 'when'],
    2,
    'It was…that 强调句。',
  ],
  ['Please keep the door ___.', ['close', 'closing', 'closed', 'to close'], 2, 'keep + 宾语 + 过去分词，表示状态。'],
  [
    'He works hard ___ he can pass the exam.',
    ['so that', 'such that', 'as if', 'even though'],
    0,
    'so that 引导目的状语从句。',
  ],
  ['The weather today is much ___ than yesterday.', ['warm', 'warmer', 'warmest', 'more warm'], 1, 'much 修饰比较级。'],
  [
    'I have two sisters, ___ are teachers.',
    ['both of them', 'both of whom', 'all of whom', 'who both'],
    1,
    '非限制性定语从句中用 both of whom。',
  ],
  ['Would you mind ___ the window?', ['open', 'to open', 'opening', 'opened'], 2, 'mind doing sth.'],
  ['___ you study harder, you will fail the test.', ['If', 'Unless', 'Because', 'Since'], 1, 'unless 意为“除非”。'],
  [
    'Tom, together with his friends, ___ going to the concert.',
    ['is', 'are', 'were', 'be'],
    0,
    'together with 不影响主语的数。',
  ],
  [
    'The more you practise, ___ you will speak.',
    ['the better', 'better', 'the best', 'best'],
    0,
    'the + 比较级, the + 比较级。',
  ],
  [
    'He pretended ___ me when we met.',
    ['not to see', 'not seeing', 'to not seeing', 'no see'],
    0,
    'pretend (not) to do。',
  ],
  ['All the money ___ spent on books last month.', ['was', 'were', 'is', 'are'], 0, 'money 不可数，谓语用单数。'],
  [
    'She is one of the students who ___ won the prize.',
    ['has', 'have', 'is', 'was'],
    1,
    'one of + 复数名词 + who，从句谓语与复数名词一致。',
  ],
  [
    'I can’t find my keys. I ___ them somewhere.',
    ['must drop', 'must have dropped', 'should drop', 'can drop'],
    1,
    'must have done 表示对过去的肯定推测。',
  ],
  [
    'The new policy will ___ next month.',
    ['take effect', 'take place', 'take part', 'take turns'],
    0,
    'take effect 生效。',
  ],
  [
    'Her English has improved ___ since she moved to London.',
    ['greatly', 'great', 'greatness', 'greater'],
    0,
    '修饰动词用副词。',
  ],
  [
    'The manager insisted that the report ___ by Friday.',
    ['is finished', 'be finished', 'was finished', 'finishes'],
    1,
    'insist 表示要求时从句用 (should) + 动词原形。',
  ],
  [
    '___ the heavy rain, the match went on.',
    ['Because of', 'Despite', 'Although', 'Since'],
    1,
    'despite 为介词，后接名词。',
  ],
  [
    'She decided to ___ smoking for her health.',
    ['give up', 'give in', 'give out', 'give away'],
    0,
    'give up 放弃、戒掉。',
  ],
  ['He made a ___ to study abroad next year.', ['decide', 'decision', 'decisive', 'decided'], 1, '冠词后用名词。'],
  ['The museum is worth ___.', ['visit', 'to visit', 'visiting', 'visited'], 2, 'be worth doing。'],
  [
    'This city is ___ for its beautiful lakes.',
    ['famous', 'familiar', 'similar', 'popular'],
    0,
    'be famous for 因……而著名。',
  ],
  [
    'Can you ___ the difference between the two words?',
    ['say', 'speak', 'tell', 'talk'],
    2,
    'tell the difference 区分。',
  ],
  [
    'The project was a great ___; everyone was happy.',
    ['success', 'succeed', 'successful', 'successfully'],
    0,
    'a great 后接名词。',
  ],
  [
    'He is ___ honest man that everyone trusts him.',
    ['so', 'such', 'such an', 'so an'],
    2,
    'such + a/an + 形容词 + 名词 + that。',
  ],
  ['I’d like to ___ this form, please.', ['fill in', 'fill up', 'fill with', 'fill of'], 0, 'fill in a form 填表。'],
  [
    'Prices have ___ sharply in the last two years.',
    ['raised', 'risen', 'rose', 'arisen'],
    1,
    'rise 的过去分词 risen，不及物。',
  ],
  [
    'She ___ the bus, so she was late for work.',
    ['missed', 'lost', 'failed', 'passed'],
    0,
    'miss the bus 没赶上公交车。',
  ],
  ['We should ___ full use of our time.', ['do', 'make', 'take', 'have'], 1, 'make full use of 充分利用。'],
  [
    'Students are ___ to hand in their papers on time.',
    ['expected', 'expecting', 'expect', 'expectation'],
    0,
    'be expected to do 被期望做。',
  ],
  [
    'The teacher ___ the importance of reading every day.',
    ['emphasized', 'emphasis', 'emphatic', 'emphasizing'],
    0,
    '谓语动词用过去式。',
  ],
  ['My brother is good ___ playing the piano.', ['at', 'in', 'for', 'with'], 0, 'be good at 擅长。'],
  [
    'Online learning has become ___ popular in recent years.',
    ['increase', 'increasing', 'increasingly', 'increased'],
    2,
    '副词修饰形容词。',
  ],
];

/** [stem with one or more ___, accepted answers per blank, analysis] */
export const blanks: [string, string[][], string][] = [
  ['He ___ (finish) his homework before dinner yesterday.', [['had finished', 'finished']], '过去的过去用过去完成时。'],
  ['Look! The children ___ (play) football in the park.', [['are playing']], 'look 提示现在进行时。'],
  ['I ___ (visit) Beijing three times so far.', [['have visited']], 'so far 与现在完成时连用。'],
  ['The bridge ___ (build) in 1990.', [['was built']], '桥是被建造，一般过去时的被动语态。'],
  ['She suggested ___ (go) to the cinema.', [['going']], 'suggest doing sth.'],
  ['This is the ___ (interesting) book of the three.', [['most interesting']], '三者之中用最高级。'],
  ['We will go hiking if it ___ (not rain) tomorrow.', [["doesn't rain", 'does not rain']], '条件状语从句主将从现。'],
  ['He is too young ___ (go) to school.', [['to go']], 'too…to… 结构。'],
  ['The letter ___ (write) by my grandmother.', [['was written']], '被动语态。'],
  ['Would you like ___ (have) some tea?', [['to have']], 'would like to do sth.'],
  ['She can speak three ___ (language).', [['languages']], 'three 后接复数名词。'],
  ['Thank you for ___ (help) me.', [['helping']], '介词后接动名词。'],
  ['It took him two hours ___ (repair) the car.', [['to repair']], 'It takes sb time to do sth.'],
  ['Tom runs ___ (fast) than Jack.', [['faster']], 'than 提示比较级。'],
  ['The ___ (win) of the game will get a prize.', [['winner']], '冠词后用名词 winner。'],
  ['Many trees ___ (plant) every spring.', [['are planted']], '一般现在时的被动语态。'],
  ['I am looking forward to ___ (see) you.', [['seeing']], 'look forward to doing。'],
  ['She was ___ (surprise) at the news.', [['surprised']], '表示人的感受用 -ed 形容词。'],
  ['He spends an hour ___ (read) every day.', [['reading']], 'spend time (in) doing。'],
  ['They ___ (live) here since 2010.', [['have lived', 'have been living']], 'since 与现在完成（进行）时连用。'],
  ['It is ___ (necessary) to waste water.', [['unnecessary']], '根据语义用反义词。'],
  ['The film was so ___ (bore) that I fell asleep.', [['boring']], '描述事物用 -ing 形容词。'],
  ['I ___ (call) you as soon as I arrive.', [['will call', "'ll call"]], '主将从现。'],
  ['Neither of the answers ___ (be) correct.', [['is']], 'neither of 作主语谓语用单数。'],
  ['Let’s ___ (meet) at the gate at eight.', [['meet']], "let's 后接动词原形。"],
  ['Every student should ___ (pay) attention to grammar.', [['pay']], '情态动词后接原形。'],
  ['___ (swim) in the river is dangerous.', [['Swimming']], '动名词作主语。'],
  ['When I got home, my mother ___ (cook) dinner.', [['was cooking']], '过去某时正在进行，用过去进行时。'],
  ['The ___ (science) made an important discovery.', [['scientist', 'scientists']], '根据语义用表示人的名词。'],
  ['He apologized for ___ (be) late.', [['being']], '介词后接动名词。'],
  ['If you ___ (heat) ice, it melts.', [['heat']], '客观规律用一般现在时。'],
  ['We have ___ (few) mistakes this time than last time.', [['fewer']], 'than 提示比较级。'],
  ['The ___ (child) toys are on the floor.', [["children's"]], '名词所有格。'],
  ['I saw him ___ (cross) the road just now.', [['crossing', 'cross']], 'see sb doing/do sth.'],
  ['He ___ (go) to Shanghai; he is not here now.', [['has gone']], 'has gone to 表示去了还没回来。'],
  ['Reading widely helps you ___ (improve) your vocabulary.', [['improve', 'to improve']], 'help sb (to) do sth.'],
];

/** [statement, true or false, analysis] */
export const judges: [string, boolean, string][] = [
  ['"Affect" is usually a verb, while "effect" is usually a noun.', true, 'affect 多作动词，effect 多作名词。'],
  ['"Information" is a countable noun in English.', false, 'information 不可数。'],
  ['"Fewer" is used with countable nouns and "less" with uncountable nouns.', true, 'fewer books, less water。'],
  ['The past tense of "lie" (to tell an untruth) is "lay".', false, '说谎 lie 的过去式是 lied。'],
  ['"Advice" is the noun and "advise" is the verb.', true, '名词 advice，动词 advise。'],
  ['"Since" can be followed by a point in time, e.g. "since 2010".', true, 'since + 时间点。'],
  ['"Enjoy" is usually followed by an infinitive, as in "enjoy to swim".', false, 'enjoy doing sth.'],
  ['"Their", "there" and "they\'re" have the same pronunciation.', true, '三者同音。'],
  ['"Much" is used before plural countable nouns.', false, 'much 修饰不可数名词，many 修饰可数名词复数。'],
  ['In "Hardly had he left when it rained", the word order is inverted.', true, 'hardly 位于句首时部分倒装。'],
  ['"Economic" means "saving money", and "economical" means "related to the economy".', false, '两词含义正好相反。'],
  ['A sentence may begin with "Because" if a main clause follows.', true, '只要有主句，从句可放在句首。'],
  ['"Stationary" means paper and pens.', false, '文具是 stationery，stationary 意为静止的。'],
  ['The plural of "phenomenon" is "phenomena".', true, '不规则复数。'],
  ['"Used to do" describes a habit in the past.', true, 'used to do 过去常常做。'],
  ['"Be used to do" means "be accustomed to doing".', false, '习惯于做是 be used to doing。'],
  ['"News" takes a singular verb: "The news is good."', true, 'news 不可数，谓语用单数。'],
  ['In British English, "lift" means the same as "elevator".', true, '英式 lift，美式 elevator。'],
  ['"Principal" can mean the head of a school.', true, 'principal 校长；principle 原则。'],
  ['"Compliment" and "complement" mean the same thing.', false, 'compliment 赞美；complement 补充。'],
];

/** [stem, options A–D, indexes of the answers, analysis] */
export const multiples: [string, [string, string, string, string], number[], string][] = [
  [
    'Which of the following are nouns?',
    ['happiness', 'quickly', 'decision', 'beautiful'],
    [0, 2],
    'happiness、decision 是名词。',
  ],
  ['Which words are adverbs?', ['slowly', 'friendly', 'often', 'lovely'], [0, 2], 'friendly、lovely 是形容词。'],
  ['Which verbs are irregular?', ['go', 'walk', 'write', 'play'], [0, 2], 'go-went、write-wrote。'],
  ['Which nouns are uncountable?', ['furniture', 'chair', 'advice', 'idea'], [0, 2], 'furniture、advice 不可数。'],
  [
    'Which verbs are usually followed by -ing?',
    ['enjoy', 'want', 'finish', 'hope'],
    [0, 2],
    'enjoy doing、finish doing。',
  ],
  [
    'Which verbs are usually followed by "to do"?',
    ['decide', 'mind', 'hope', 'avoid'],
    [0, 2],
    'decide to do、hope to do。',
  ],
  [
    'Which words can describe feelings of a person?',
    ['bored', 'boring', 'excited', 'exciting'],
    [0, 2],
    '-ed 形容词描述人的感受。',
  ],
  ['Which are correct plural forms?', ['children', 'mouses', 'teeth', 'foots'], [0, 2], 'mice、feet 才正确。'],
  [
    'Which sentences use the present perfect?',
    ['I have finished.', 'I finished.', 'She has gone.', 'She goes.'],
    [0, 2],
    'have/has + 过去分词。',
  ],
  ['Which words are conjunctions?', ['although', 'despite', 'because', 'during'], [0, 2], 'despite、during 是介词。'],
  [
    'Which are formal ways to end a letter?',
    ['Yours sincerely', 'See ya', 'Best regards', 'Cheers mate'],
    [0, 2],
    '正式书信结尾。',
  ],
  ['Which phrases mean "to postpone"?', ['put off', 'put on', 'delay', 'turn up'], [0, 2], 'put off、delay 推迟。'],
  [
    'Which words are synonyms of "important"?',
    ['significant', 'trivial', 'essential', 'minor'],
    [0, 2],
    'significant、essential 近义。',
  ],
  [
    'Which words are antonyms of "increase"?',
    ['decrease', 'expand', 'decline', 'grow'],
    [0, 2],
    'decrease、decline 反义。',
  ],
  [
    'Which sentences are in the passive voice?',
    ['The cake was eaten.', 'He ate the cake.', 'English is spoken here.', 'They speak English.'],
    [0, 2],
    'be + 过去分词。',
  ],
];

/** [Chinese sentence, reference translation] */
export const translations: [string, string][] = [
  ['中国的茶文化有几千年的历史。', 'Chinese tea culture has a history of thousands of years.'],
  ['越来越多的年轻人选择在网上学习英语。', 'More and more young people choose to learn English online.'],
  ['春节是中国最重要的传统节日。', 'The Spring Festival is the most important traditional festival in China.'],
  ['读书使人充实，交谈使人机敏。', 'Reading makes a full man; conversation a ready man.'],
  ['保护环境是每个人的责任。', 'Protecting the environment is everyone’s responsibility.'],
  ['高铁让城市之间的旅行更加便利。', 'High-speed railways have made travel between cities more convenient.'],
  ['他每天早上都去公园跑步。', 'He goes running in the park every morning.'],
  ['只有努力学习，才能取得好成绩。', 'Only by studying hard can you get good grades.'],
  ['互联网改变了人们的生活方式。', 'The Internet has changed the way people live.'],
  ['长城是世界上最伟大的建筑之一。', 'The Great Wall is one of the greatest structures in the world.'],
  ['学习一门外语需要耐心和坚持。', 'Learning a foreign language takes patience and persistence.'],
  ['饺子是中国北方人喜爱的食物。', 'Dumplings are a favourite food of people in northern China.'],
  ['他昨天因为生病没有来上课。', 'He missed class yesterday because he was ill.'],
  ['这座城市以美丽的湖泊而闻名。', 'The city is famous for its beautiful lakes.'],
  ['志愿者们帮助老人打扫房间。', 'The volunteers helped the elderly clean their rooms.'],
  ['书法是中国传统艺术的重要组成部分。', 'Calligraphy is an important part of traditional Chinese art.'],
  ['我们应该充分利用课余时间。', 'We should make full use of our spare time.'],
  ['熊猫是中国的国宝。', 'The giant panda is a national treasure of China.'],
  ['移动支付在中国已经非常普遍。', 'Mobile payment has become very common in China.'],
  ['良好的睡眠对健康至关重要。', 'Good sleep is essential to health.'],
];

/** [prompt, a short model answer] */
export const writings: [string, string][] = [
  [
    'Write an essay of at least 120 words on the importance of reading. You may give examples.',
    'Reading opens windows to other lives and ideas …',
  ],
  [
    'Write a letter to a friend describing your favourite season and why you like it.',
    'Dear Li Hua, Of all the seasons, I like autumn best …',
  ],
  [
    'Some people prefer studying alone; others prefer studying in groups. Which do you prefer and why?',
    'I prefer studying in small groups, because …',
  ],
  [
    'Write a short essay on how online learning has changed education.',
    'Online learning has made education more flexible …',
  ],
  [
    'Describe a person who has influenced you and explain how.',
    'The person who has influenced me most is my grandfather …',
  ],
  [
    'Write an essay on the advantages and disadvantages of using smartphones at university.',
    'Smartphones help students find information quickly, but …',
  ],
  [
    'Write a notice for a campus English speech contest, giving the time, place and rules.',
    'Notice: An English speech contest will be held …',
  ],
  [
    'Should university students take part-time jobs? Give your opinion with reasons.',
    'In my opinion, a part-time job can teach students …',
  ],
  [
    'Write an essay on the value of traditional festivals in modern life.',
    'Traditional festivals keep families together …',
  ],
  [
    'Write about a goal you want to achieve in the next five years and your plan to reach it.',
    'My goal for the next five years is to …',
  ],
];

type Choice = [string, [string, string, string, string], number];

/** [title, passage, three questions] */
export const readings: [string, string, Choice[]][] = [
  [
    'Sleep and memory',
    'Many students stay up late before an exam, hoping to learn more. Scientists, however, have found that sleep plays a key role in memory. During deep sleep, the brain replays what we learned during the day and stores it for the long term. Students who sleep well after studying remember more than those who study all night.',
    [
      ['What do many students do before an exam?', ['Sleep early', 'Stay up late', 'Eat more', 'Do sports'], 1],
      [
        'What happens during deep sleep?',
        ['The brain rests completely', 'The brain replays what we learned', 'We forget new words', 'We dream of exams'],
        1,
      ],
      [
        'What is the main idea of the passage?',
        ['Exams are hard', 'Sleep helps memory', 'Students are lazy', 'Dreams are useful'],
        1,
      ],
    ],
  ],
  [
    'City bicycles',
    'Shared bicycles appeared in Chinese cities about ten years ago. With a smartphone, people can unlock a bike, ride it to a subway station and leave it there. The bikes reduce traffic and pollution, but they also cause problems: some users park them on pavements, blocking the way for people who walk.',
    [
      ['How do people unlock a shared bike?', ['With a key', 'With a smartphone', 'With a card only', 'With cash'], 1],
      ['Which is a benefit of shared bikes?', ['Less pollution', 'More cars', 'Higher prices', 'Longer trips'], 0],
      [
        'What problem is mentioned?',
        ['Bikes are too slow', 'Bikes block pavements', 'Bikes are expensive', 'Bikes break easily'],
        1,
      ],
    ],
  ],
  [
    'Learning by teaching',
    'One of the best ways to learn something is to teach it. When you explain an idea to another person, you have to organise your thoughts and find simple words. This shows you which parts you do not really understand. Teachers call this "learning by teaching", and many students now study in pairs to use it.',
    [
      [
        'According to the passage, teaching helps you to ___.',
        ['make money', 'organise your thoughts', 'avoid exams', 'speak faster'],
        1,
      ],
      [
        'What does explaining an idea show you?',
        ['Which parts you do not understand', 'How clever you are', 'Who the best teacher is', 'How long to study'],
        0,
      ],
      [
        'Why do many students study in pairs?',
        ['It is cheaper', 'To use learning by teaching', 'Teachers require it', 'To save time'],
        1,
      ],
    ],
  ],
  [
    'The Grand Canal',
    'The Grand Canal of China is the longest man-made waterway in the world. Its oldest parts were dug more than 2,500 years ago. For centuries it carried rice and other goods from the south to the north. In 2014 it became a World Heritage Site, and today parts of it are still used by boats.',
    [
      [
        'What is special about the Grand Canal?',
        [
          'It is the widest river',
          'It is the longest man-made waterway',
          'It is the newest canal',
          'It flows east to west',
        ],
        1,
      ],
      ['What did the canal carry for centuries?', ['Soldiers only', 'Rice and other goods', 'Tourists', 'Oil'], 1],
      [
        'What happened in 2014?',
        ['It was closed', 'It became a World Heritage Site', 'It was rebuilt', 'It was extended'],
        1,
      ],
    ],
  ],
  [
    'A healthy breakfast',
    'Doctors often say breakfast is the most important meal of the day. After a night without food, the body needs energy. Students who eat breakfast pay attention better in morning classes. A good breakfast includes grains, some protein such as eggs or milk, and fruit. Sweet snacks give energy quickly, but it does not last.',
    [
      [
        'Why does the body need breakfast?',
        ['To sleep better', 'It needs energy after the night', 'To lose weight', 'To grow taller'],
        1,
      ],
      ['Which is NOT part of a good breakfast in the passage?', ['Grains', 'Eggs', 'Fruit', 'Sweet snacks'], 3],
      [
        'What is true about sweet snacks?',
        ['Their energy does not last', 'They are very healthy', 'Doctors recommend them', 'They contain protein'],
        0,
      ],
    ],
  ],
  [
    'Volunteering',
    'More and more university students spend their weekends as volunteers. They teach children in villages, help in hospitals or clean parks. Volunteers say the work teaches them to communicate and to understand people from different backgrounds. Many employers also value volunteer experience when they choose new staff.',
    [
      ['When do many students volunteer?', ['On weekdays', 'At weekends', 'During exams', 'At night'], 1],
      ['What do volunteers learn, according to the passage?', ['To communicate', 'To cook', 'To drive', 'To code'], 0],
      [
        'Why does volunteering help in finding a job?',
        ['It pays well', 'Employers value it', 'It is required by law', 'It takes little time'],
        1,
      ],
    ],
  ],
  [
    'Reading on screens',
    'Today many people read on phones and tablets instead of paper. Screens are convenient: one device can hold thousands of books. Some studies suggest, however, that readers remember details better from paper. When reading long or difficult texts, it may help to print them or to take notes by hand.',
    [
      [
        'What is an advantage of screens?',
        ['They hold many books', 'They never break', 'They are always free', 'They improve eyesight'],
        0,
      ],
      [
        'What do some studies suggest?',
        [
          'Screens are better for memory',
          'People remember details better from paper',
          'Nobody reads paper',
          'Notes are useless',
        ],
        1,
      ],
      [
        'What advice does the passage give?',
        ['Never use screens', 'Print difficult texts or take notes', 'Read faster', 'Buy more tablets'],
        1,
      ],
    ],
  ],
  [
    'The four-day week',
    'Some companies have tried a four-day working week. Staff work fewer hours but are paid the same. In several trials, workers reported less stress and companies found that productivity stayed the same or even rose. Critics say the model does not suit every job, such as nursing, where someone must always be on duty.',
    [
      ['What stays the same in the four-day week?', ['Working hours', 'Pay', 'Stress', 'Holidays'], 1],
      ['What did workers report?', ['More stress', 'Less stress', 'Lower pay', 'Longer days'], 1],
      [
        'Why might the model not suit nursing?',
        [
          'Nurses earn too much',
          'Someone must always be on duty',
          'Hospitals are closed on Fridays',
          'Nurses prefer long weeks',
        ],
        1,
      ],
    ],
  ],
];

/** [title, passage with numbered gaps, four choices] */
export const clozes: [string, string, [string, string, string, string, number][]][] = [
  [
    'A rainy day',
    'Last Saturday it rained all day, so I could not (1) ___ out. At first I felt bored, (2) ___ then I found an old novel on the shelf. I started reading and soon (3) ___ the time. When my mother called me for dinner, I was surprised that it was (4) ___ dark outside.',
    [
      ['go', 'went', 'going', 'gone', 0],
      ['so', 'but', 'or', 'because', 1],
      ['forgot', 'remembered', 'wasted', 'spent', 0],
      ['still', 'already', 'yet', 'ever', 1],
    ],
  ],
  [
    'My first English class',
    'I still remember my first English class. The teacher (1) ___ into the room with a big smile. She asked us to (2) ___ ourselves in English. I was so nervous that I could (3) ___ say my name. She told me not to worry, and (4) ___ then English has been my favourite subject.',
    [
      ['walks', 'walked', 'walking', 'walk', 1],
      ['introduce', 'introducing', 'introduced', 'introduction', 0],
      ['hard', 'hardly', 'nearly', 'mostly', 1],
      ['since', 'for', 'from', 'after', 0],
    ],
  ],
  [
    'Saving water',
    'Water is (1) ___ to all living things. Yet in many places, people use more water than nature can (2) ___. Small habits make a difference: turn off the tap while brushing your teeth, and (3) ___ leaking pipes quickly. If everyone does a little, we can (4) ___ a lot of water every year.',
    [
      ['necessary', 'necessity', 'necessarily', 'need', 0],
      ['replace', 'spend', 'waste', 'lose', 0],
      ['repair', 'repairing', 'repaired', 'repairs', 0],
      ['save', 'spend', 'buy', 'drink', 0],
    ],
  ],
  [
    'A school trip',
    'Our class went on a trip to the science museum last week. We (1) ___ there by bus. The guide showed us how robots (2) ___ and let us try a flight simulator. Everyone (3) ___ a wonderful time. On the way back, we (4) ___ about what we had seen.',
    [
      ['got', 'arrived', 'reached', 'went', 3],
      ['work', 'works', 'worked', 'working', 0],
      ['had', 'has', 'have', 'having', 0],
      ['talked', 'told', 'said', 'spoke', 0],
    ],
  ],
];

/** [the dialogue, as it is spoken, and two questions] */
export const listenings: [string, Choice[]][] = [
  [
    'Woman: Excuse me, is there a bank near here? Man: Yes, go straight and turn left at the second crossing. It is next to the post office.',
    [
      ['What is the woman looking for?', ['A bank', 'A post office', 'A hotel', 'A school'], 0],
      ['Where is it?', ['Next to the post office', 'Behind the station', 'Across the park', 'In the mall'], 0],
    ],
  ],
  [
    'Man: Shall we take a taxi to the airport? Woman: The traffic is terrible at this time. Let us take the subway instead. It is faster.',
    [
      ['Where are the speakers going?', ['To the airport', 'To the station', 'To a hotel', 'Home'], 0],
      ['How will they probably go?', ['By taxi', 'By subway', 'By bus', 'On foot'], 1],
    ],
  ],
  [
    'Woman: How was your holiday in Hangzhou? Man: Wonderful. We rode bikes around the West Lake and drank Longjing tea every afternoon.',
    [
      ['Where did the man spend his holiday?', ['In Hangzhou', 'In Beijing', 'In Xi’an', 'In Chengdu'], 0],
      ['What did he drink every afternoon?', ['Coffee', 'Longjing tea', 'Milk', 'Juice'], 1],
    ],
  ],
  [
    'Man: I need to return this book, but the library closes at five. Woman: Today is Friday, so it stays open until nine tonight.',
    [
      ['What does the man want to do?', ['Borrow a book', 'Return a book', 'Buy a book', 'Read a book'], 1],
      ['When does the library close today?', ['At five', 'At seven', 'At nine', 'At midnight'], 2],
    ],
  ],
  [
    'Woman: Are you coming to the English corner tonight? Man: I would love to, but I have to finish my report. Maybe next week.',
    [
      [
        'What is the man going to do tonight?',
        ['Go to the English corner', 'Finish his report', 'See a film', 'Play football'],
        1,
      ],
      ['When might he go to the English corner?', ['Tomorrow', 'Next week', 'Tonight', 'Never'], 1],
    ],
  ],
  [
    'Man: This jacket costs three hundred yuan. Woman: That is too expensive. The blue one over there is on sale for half the price.',
    [
      [
        'How much is the jacket?',
        ['One hundred yuan', 'Two hundred yuan', 'Three hundred yuan', 'Four hundred yuan'],
        2,
      ],
      [
        'How much is the blue one?',
        ['One hundred and fifty yuan', 'Three hundred yuan', 'Fifty yuan', 'Six hundred yuan'],
        0,
      ],
    ],
  ],
  [
    'Woman: You look tired. Man: I stayed up late watching the football match. Our team won in the last minute.',
    [
      ['Why is the man tired?', ['He worked late', 'He watched a match', 'He was ill', 'He studied all night'], 1],
      ['What happened in the match?', ['His team lost', 'His team won', 'It was a draw', 'It was cancelled'], 1],
    ],
  ],
  [
    'Man: Could you help me with my English essay? Woman: Sure. Let us meet in the reading room after lunch.',
    [
      ['What does the man need help with?', ['His maths homework', 'His English essay', 'His computer', 'His bike'], 1],
      ['When will they meet?', ['Before lunch', 'After lunch', 'In the evening', 'Tomorrow morning'], 1],
    ],
  ],
  [
    'Woman: The weather report says it will snow this weekend. Man: Great! Then we can go skiing on Sunday.',
    [
      ['What will the weather be like this weekend?', ['Sunny', 'Rainy', 'Snowy', 'Windy'], 2],
      ['What will the man do on Sunday?', ['Go skiing', 'Stay at home', 'Go swimming', 'Go shopping'], 0],
    ],
  ],
  [
    'Man: How long have you been learning the piano? Woman: For about six years. I started when I was ten.',
    [
      ['How long has the woman learned the piano?', ['Four years', 'Six years', 'Ten years', 'Sixteen years'], 1],
      ['How old is she now?', ['Ten', 'Twelve', 'Sixteen', 'Twenty'], 2],
    ],
  ],
  [
    'Woman: I would like to book a table for four at seven tonight. Man: Sorry, we are full at seven. Is eight o’clock all right?',
    [
      ['How many people is the table for?', ['Two', 'Three', 'Four', 'Five'], 2],
      ['What time does the man offer?', ['Six o’clock', 'Seven o’clock', 'Eight o’clock', 'Nine o’clock'], 2],
    ],
  ],
  [
    'Man: Have you finished the reading for tomorrow’s class? Woman: Not yet. I have read two chapters, and there is one more to go.',
    [
      ['How many chapters has the woman read?', ['One', 'Two', 'Three', 'Four'], 1],
      ['How many chapters are there in total?', ['Two', 'Three', 'Four', 'Five'], 1],
    ],
  ],
];

/** Sentences to write down as they are heard. */
export const dictations: string[] = [
  'The library opens at nine o’clock every morning.',
  'Practice makes perfect.',
  'She has been learning English for five years.',
  'Please turn off the lights when you leave the room.',
  'The train to Shanghai leaves from platform three.',
  'Reading every day will improve your vocabulary.',
  'We are going to have a test next Monday.',
  'My favourite subject at school is history.',
  'It is important to drink enough water.',
  'The weather is fine today, so let us go for a walk.',
  'He forgot to bring his homework to class.',
  'Could you speak a little more slowly, please?',
  'The museum is closed on Mondays.',
  'Our teacher gave us some useful advice.',
  'I usually take the bus to school.',
  'The meeting has been put off until Friday.',
  'Knowledge is power.',
  'She won first prize in the speech contest.',
  'Many young people enjoy travelling abroad.',
  'Remember to check your answers before you hand in the paper.',
];
