/**
 * GraphiQL sends the headers of its "Headers" editor with each operation: on HTTP as request
 * headers, but over the WebSocket inside the `subscribe` message, after the socket has already
 * said who it is in `connection_init`. The server authenticates a socket once, at
 * `connection_init` (an upgrade header, the cookie, or `connectionParams.authorization`), so a
 * subscription started from GraphiQL ran as the browser session whatever key the editor held.
 *
 * The page is given a `connectionParams` function: GraphiQL opens a new socket for each
 * subscription and calls it then, so the socket carries the editor's headers as they are when
 * the operation starts — the same headers its HTTP operations send.
 *
 * A socket the server refuses (an unknown key, 4401; access taken back, 4403) ends the subscription
 * with its close event, which GraphiQL prints as JSON: `{"isTrusted":true}` and nothing else. On
 * this page a close event reads as an error naming the server's reason and code.
 */
const SOCKET_HEADERS_SCRIPT = `(function (options) {
  if (typeof CloseEvent !== 'undefined' && !CloseEvent.prototype.toJSON) {
    CloseEvent.prototype.toJSON = function () {
      return { message: this.reason || 'WebSocket closed', extensions: { closeCode: this.code } };
    };
  }
  var edited = null;
  var onEditHeaders = options.onEditHeaders;
  options.onEditHeaders = function (text) {
    edited = text;
    if (onEditHeaders) onEditHeaders(text);
  };
  function storedHeaders() {
    try {
      var state = JSON.parse(localStorage.getItem('graphiql:tabState') || 'null');
      var tab = state && state.tabs && state.tabs[state.activeTabIndex];
      return (tab && tab.headers) || localStorage.getItem('graphiql:headers');
    } catch (error) {
      return null;
    }
  }
  options.connectionParams = function () {
    var text = edited !== null ? edited : storedHeaders();
    var headers;
    try {
      headers = JSON.parse(text || '{}');
    } catch (error) {
      return {};
    }
    var params = {};
    if (headers && typeof headers === 'object') {
      for (var name in headers) if (typeof headers[name] === 'string') params[name] = headers[name];
    }
    return params;
  };
  return options;
})`;

const RENDER_CALL = "YogaGraphiQL.renderYogaGraphiQL(\n          window.document.querySelector('#root'),\n          ";

/**
 * Rewrites the page `renderGraphiQL(options)` produced so that its options go through the script
 * above. Throws when the page does not have the expected call (another version of the package):
 * the GraphiQL tests then fail rather than the subscriptions silently running as the session.
 */
export function withSocketHeaders(page: string, options: unknown): string {
  const call = RENDER_CALL + JSON.stringify(options ?? {});
  const at = page.lastIndexOf(call);
  if (at < 0) throw new Error('GraphiQL page: the renderYogaGraphiQL call was not found');
  const optionsAt = at + RENDER_CALL.length;
  return `${page.slice(0, optionsAt)}${SOCKET_HEADERS_SCRIPT}(${JSON.stringify(options ?? {})})${page.slice(at + call.length)}`;
}
