// A result list's item (a card) is laid out and painted only when near the viewport (decision 0149): a page holds
// up to 50 cards of which a phone shows one or two, and their layout was part of the results' first render. Until
// one has been rendered it takes a card's usual height (phone / wider), so the page's height is about right; once
// rendered, the browser remembers its real height (`auto`). Its words stay in the accessibility tree and
// find-in-page, and printing renders every card.
export const resultItemClass =
  '[content-visibility:auto] [contain-intrinsic-size:auto_28rem] md:[contain-intrinsic-size:auto_22rem]';
