// ==UserScript==
// @name         Jira quick triage
// @namespace    https://kestrelworks.io/
// @version      0.2.4
// @description  adds a triage button that posts to our API
// @match        https://kestrelworks.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.kestrelworks.io
// ==/UserScript==

(function () {
  'use strict';

  const DENO_DEPLOY_TOKEN = 'ddp_SLepDTMx9mmhefLiTnFMouw34ylDlVWz6mTF';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.kestrelworks.io/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
