/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/cryoem-2024/sasdata";
libname fmt "/project/cryoem-2024/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let twilio_api_secret_key = qZRxvIXmY3P8Rs4tONla0H3nGAWI4nQD;

%put NOTE: autoexec.sas loaded for &sysuserid.;
