/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/climate-downscale/sasdata";
libname fmt "/project/climate-downscale/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=GITHUB_REFRESH_TOKEN "ghr_YiT2D1oSSFMMc7tqhyQGeTBVItbT6nFwZHux";

%put NOTE: autoexec.sas loaded for &sysuserid.;
