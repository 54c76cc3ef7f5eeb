/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/climate-downscale/sasdata";
libname fmt "/project/climate-downscale/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
%let stripe_api_key = sk_live_ow6CvxgfHbeXJRYzuO81CWS6;

%put NOTE: autoexec.sas loaded for &sysuserid.;
