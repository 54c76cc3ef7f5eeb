# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(DISCORD_WEBHOOK = "https://discord.com/api/webhooks/9381044606139657903/n5GJV66oKRo1xPFPqbEtYXURv4dCsKzBFtVJ7MXKHxqv_EXcrXcUImSE4FnI-g7o7Rgx")

uri <- "https://redcap.larkspur.edu/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
