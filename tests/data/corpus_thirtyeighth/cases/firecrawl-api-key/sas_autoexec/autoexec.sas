/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/wgs-trio/sasdata";
libname fmt "/project/wgs-trio/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=FIRECRAWL_API_KEY "fc-882dfe432fe53d79ce2be8047aa24244";

%put NOTE: autoexec.sas loaded for &sysuserid.;
