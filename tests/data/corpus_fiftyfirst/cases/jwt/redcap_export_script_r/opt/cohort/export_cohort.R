# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(API_KEY = "eyJhbGciOiJFUzI1NiIsImtpZCI6ImE3MzIzMWQ1MWRiMzY3NDYifQ.eyJzdWIiOiIzZTU4ZjQyMi1lMjUyLTQxMzMtYmNmMS1lY2MyMTQwMThjNDYiLCJpc3MiOiJodHRwczovL2F1dGgua2VzdHJlbHdvcmtzLmlvLyIsImF1ZCI6Imh0dHBzOi8vYXBpLmxhcmtzcHVyLmRldiIsImlhdCI6MTc0NjA4NTg4MywiZXhwIjoxNzQ2MTcyMjgzLCJzY29wZSI6InJlYWQ6b3JkZXJzIHdyaXRlOm9yZGVycyJ9.QvGxxTHZw-dEiYwXP-1_PJI2gBuKwFrrW2eSmIbu82M-VGloPIRv3CJRRPbUtnuSdnOcF-2Qp3Ax187RZ8eu_A")

uri <- "https://redcap.uni-tallberg.edu/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
