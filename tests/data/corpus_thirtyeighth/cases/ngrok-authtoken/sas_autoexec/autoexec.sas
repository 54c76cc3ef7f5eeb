/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/wgs-trio/sasdata";
libname fmt "/project/wgs-trio/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let ngrok_api_key = 2D9NipHofHJNG3Q3qJrsCOD3SKd_38s0cTwi5Labxxv4tMpWl;

%put NOTE: autoexec.sas loaded for &sysuserid.;
