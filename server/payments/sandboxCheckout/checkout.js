// The sandbox checkout's buttons. Pay and Fail ask the sandbox to decide the payment (it also
// sends the gateway's signed webhooks); Cancel and Escape dismiss. Every outcome goes to the page
// that opened the checkout, in the shape Razorpay Checkout hands back.
(function () {
  const root = document.getElementById('checkout');
  const status = document.getElementById('status');
  const buttons = Array.from(document.querySelectorAll('button[data-outcome]'));
  const orderId = root.dataset.orderId;
  const key = root.dataset.key;
  const decideUrl = root.dataset.decideUrl;

  function hand(outcome) {
    window.parent.postMessage({ source: 'ojas-sandbox-checkout', outcome: outcome }, '*');
  }

  function busy(text) {
    buttons.forEach(function (button) {
      button.disabled = true;
    });
    status.textContent = text;
  }

  async function decide(outcome) {
    busy(outcome === 'paid' ? 'Processing your payment…' : 'Contacting your bank…');
    try {
      const response = await fetch(decideUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: orderId, key: key, outcome: outcome }),
      });
      const reply = await response.json();
      if (!reply.success) throw new Error(reply.message);
      status.textContent = reply.data.kind === 'paid' ? 'Payment successful' : 'Payment failed';
      hand(reply.data);
    } catch (error) {
      status.textContent = 'The sandbox could not be reached. ' + (error && error.message ? error.message : '');
      buttons.forEach(function (button) {
        button.disabled = false;
      });
    }
  }

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      const outcome = button.dataset.outcome;
      if (outcome === 'dismissed') {
        busy('Payment cancelled');
        hand({ kind: 'dismissed' });
      } else decide(outcome);
    });
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && !buttons[0].disabled) {
      busy('Payment cancelled');
      hand({ kind: 'dismissed' });
    }
  });
  const first = buttons.find(function (button) {
    return !button.disabled;
  });
  if (first) first.focus();
})();
