/* autoexec.sas -- executed at the start of every SAS session on the cluster */
options nocenter ls=132 ps=60 fullstimer msglevel=i;
libname proj "/project/cryoem-2024/sasdata";
libname fmt "/project/cryoem-2024/formats";
options fmtsearch=(fmt.formats work library);

/* API access for the nightly REDCap pull (see redcap_pull.sas) */
options set=JIRA_EMAIL "ci-bot@kestrelworks.io";
%let jira_token = ATATT3xFfGF0Snoa2nqthVknZzt1SacZFrdBY-Ws1jmzIszZeGlWZn8Bigu38MQa-YsExIfup86CcyTz2vunHAwoCaUMw5GTUSunfWLhLuaEmLeoKmafqE49Ja2IErT3vn_q8rI_WUQh1iB-eVvU2TVt8cqvFNeYRc6wjmFUW4OHrdCGJisyb8N=7263B1B2;

%put NOTE: autoexec.sas loaded for &sysuserid.;
