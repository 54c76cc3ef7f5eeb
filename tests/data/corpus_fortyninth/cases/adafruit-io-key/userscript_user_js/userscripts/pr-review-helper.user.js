// ==UserScript==
// @name         PR review helper
// @namespace    https://cobaltpeak.dev/
// @version      0.1.4
// @description  adds a triage button that posts to our API
// @match        https://cobaltpeak.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.cobaltpeak.dev
// ==/UserScript==

(function () {
  'use strict';

  const AIO_USERNAME = 'jdoe';
  const CREDENTIAL = 'aio_PGUMFu6WXENpj6WRax75YPHH42b5';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.cobaltpeak.dev/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
