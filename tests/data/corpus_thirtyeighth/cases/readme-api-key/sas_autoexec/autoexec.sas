/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/wgs-trio/sasdata";
libname fmt "/project/wgs-trio/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=RDME_KEY "rdme_zoy5ool3cw57069qz8o53vt1triyuny85lf85wkq8szscz4btpkk4al8mvtkskgbfrd0hb";

%put NOTE: autoexec.sas loaded for &sysuserid.;
