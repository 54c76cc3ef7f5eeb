/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/rnaseq-atlas/sasdata";
libname fmt "/project/rnaseq-atlas/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=UPSTASH_REDIS_REST_URL "https://apn1-grand-47364.upstash.io";
options set=REDIS_REST_TOKEN "AZhaASQgNTQ2YmRlMDItYzA3ZS00MWRjLWE1NGYtOTc5ZDk0NGE3Y2I3B/mABD2s58GsUtvTVAWT3ZQaNZFFU1q2VeEJkXj5iGw=";

%put NOTE: autoexec.sas loaded for &sysuserid.;
