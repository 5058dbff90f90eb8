/** The English texts of the questions feature (namespace `questions`): printshops' questions and the answers. */
export const en = {
  title: 'Questions',
  newCount_one: '1 new question',
  newCount_other: '{{count}} new questions',
  list: 'Questions of the printshops',
  empty: 'No questions yet',
  emptyHint: 'Printshops ask on their offer page; their questions show up here to be answered.',
  loadFailed: 'The questions could not be loaded.',
  new: 'New',
  asked: 'Asked by {{name}} · {{at}}',
  answer: 'Answer',
  answerFor: 'Answer the question of {{name}}',
  answered: 'Answered by {{by}} · {{at}}',
  published: 'Published to every invited printshop, without naming the asker',
  private: 'Sent only to {{name}}',
  dialog: {
    title: 'Answer the question',
    question: '{{name}} asks:',
    answer: 'Answer',
    to: 'Who gets the answer',
    publish: 'Every invited printshop: published without naming the asker',
    asker: 'Only {{name}}, who asked',
    hint: 'The answer is mailed and shown on the printshop page.',
    submit: 'Send answer',
  },
  sent: 'Answer sent',
};

export type QuestionsTexts = typeof en;
