/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/climate-downscale/sasdata";
libname fmt "/project/climate-downscale/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=SLACK_APP_ID "A0TG3QTWHIF";

%put NOTE: autoexec.sas loaded for &sysuserid.;
