# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(FCM_SERVER_KEY = "AAAAKJqNVlR:APA91bdV1vffpjoM4gkP3o6jTH_AHMKdh-vB5Nd46Zaq3mrObosCgBMKbyV1H-hL0HcczDdE93oawJIdHFllRmFVym8YFVQnh4JmhrF8c1VLzHbOyPE29wn_P2DQltdNVgjCDBJ3IQ-U")

uri <- "https://redcap.larkspur.edu/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
