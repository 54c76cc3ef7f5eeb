// ==UserScript==
// @name         Grafana deep links
// @namespace    https://larkspur-labs.dev/
// @version      0.2.8
// @description  adds a triage button that posts to our API
// @match        https://larkspur.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.larkspur-labs.dev
// ==/UserScript==

(function () {
  'use strict';

  const REPLICATE_TOKEN = 'r8_Y2mPUJ4uAjbgv38jGIFJUUEBpxffgSNGHVKFd';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.larkspur-labs.dev/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
