// ==UserScript==
// @name         PR review helper
// @namespace    https://quillon.io/
// @version      0.2.2
// @description  adds a triage button that posts to our API
// @match        https://quillon.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.quillon.io
// ==/UserScript==

(function () {
  'use strict';

  const INSTAGRAM_ACCESS_TOKEN = 'EAAJlelmHi0I1Bj0Jd4jD3A1vqjp4PLdAoDSbtHir1W7mOicc2EefxuxyRIV1grh9Guyji4NYbhuM6rwtXSdwpmu6idBu9hvEatMOE3eNqYamVkf8OfLconjN58Y81Wg4JI2oDqLavuVmCXg3GVJw97i9zWWrBTFZNJxA0DDq2eVkotM7F8BII6juBAD3QcpN6teO5zeJ';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.quillon.io/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
