/** The little of the DOM these modules use (the project compiles without the DOM library). */
export interface HtmlNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  firstChild: HtmlNode | null;
  nextSibling: HtmlNode | null;
  getAttribute?(name: string): string | null;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
