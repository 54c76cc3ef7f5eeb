"use strict";(self.webpackChunkdocs_portal=self.webpackChunkdocs_portal||[]).push([[833],{3793:function(e,t,n){"use strict";n.d(t,{A:function(){return r}});const r={PLAID_ENV:"production"}}}]);
