// A local stand-in for Google's api.js, served to the browser by the browser fixture.
// It is plain ES5 that runs in the page, kept as the tested original.
/* eslint-disable @typescript-eslint/no-this-alias, @typescript-eslint/no-unused-vars, @typescript-eslint/no-unused-expressions */
// Minimal offline stand-in for https://apis.google.com/js/api.js covering only what
// the Firebase Auth SDK (parent page) and the Auth Emulator helper iframe use:
// gapi.load('gapi.iframes'), iframes.getContext().open(...) / .getParentIframe(),
// Iframe.register/send/ping/restyle, CROSS_ORIGIN_IFRAMES_FILTER.
(function () {
  if (window.gapi && window.gapi.iframes) return;
  var TAG = '__gapiShim';
  var seq = 0;
  function Channel(targetWin) {
    this.win = targetWin;
    this.handlers = {};
    this.pending = {};
    this.queue = [];
    var self = this;
    window.addEventListener('message', function (e) {
      var d = e.data;
      if (!d || d[TAG] !== 1 || e.source !== self.win) return;
      if (d.kind === 'req') {
        var h = self.handlers[d.name];
        if (!h) {
          self.queue.push(d);
          return;
        }
        self._answer(h, d);
      } else if (d.kind === 'res') {
        var cb = self.pending[d.id];
        delete self.pending[d.id];
        if (cb) {
          try {
            cb(d.responses);
          } catch (err) {
            /* SDK throws inside callbacks */
          }
        }
      }
    });
  }
  Channel.prototype._answer = function (h, d) {
    var r;
    try {
      r = h(d.data);
    } catch (err) {
      r = { status: 'ERROR' };
    }
    Promise.resolve(r).then(
      function (v) {
        this.win.postMessage({ __gapiShim: 1, kind: 'res', id: d.id, responses: [v] }, '*');
      }.bind(this),
    );
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var q = this.queue;
    this.queue = [];
    for (var i = 0; i < q.length; i++) {
      if (q[i].name === name) this._answer(handler, q[i]);
      else this.queue.push(q[i]);
    }
  };
  Channel.prototype.send = function (name, data, cb) {
    var id = ++seq + ':' + Math.random();
    if (cb) this.pending[id] = cb;
    this.win.postMessage({ __gapiShim: 1, kind: 'req', name: name, id: id, data: data }, '*');
  };
  Channel.prototype.ping = function (cb) {
    var self = this;
    return new Promise(function (resolve) {
      var done = false;
      function tryOnce() {
        if (done) return;
        self.send('__ping', {}, function () {
          if (!done) {
            done = true;
            cb && cb();
            resolve();
          }
        });
        setTimeout(tryOnce, 100);
      }
      tryOnce();
    });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  var parentChannel = null;
  var context = {
    open: function (opts, onOpen) {
      var el = document.createElement('iframe');
      var attrs = opts.attributes || {};
      Object.keys(attrs).forEach(function (k) {
        if (k === 'style')
          Object.keys(attrs.style).forEach(function (s) {
            el.style[s] = attrs.style[s];
          });
        else el.setAttribute(k, attrs[k]);
      });
      el.src = opts.url;
      (opts.where || document.body).appendChild(el);
      var ch = new Channel(el.contentWindow);
      return Promise.resolve(onOpen ? onOpen(ch) : ch).then(function () {
        return ch;
      });
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(window.parent);
        parentChannel.register('__ping', function () {
          return { status: 'ACK' };
        });
      }
      return parentChannel;
    },
  };
  // Child side: answer pings even before getParentIframe() is called.
  if (window.parent !== window) context.getParentIframe();
  window.gapi = {
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      Iframe: function () {},
    },
    load: function (name, opts) {
      setTimeout(function () {
        (typeof opts === 'function' ? opts : opts.callback)();
      }, 0);
    },
  };
  var src = (document.currentScript && document.currentScript.src) || '';
  var m = /[?&]onload=([^&]+)/.exec(src);
  setTimeout(function () {
    if (m && typeof window[m[1]] === 'function') window[m[1]]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
