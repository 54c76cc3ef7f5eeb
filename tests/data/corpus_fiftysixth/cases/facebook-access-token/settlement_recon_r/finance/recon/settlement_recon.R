# settlement_recon.R - match the payment processor's settlement detail report against the OMS orders paid that day
# Rscript settlement_recon.R 2025-03-04 <batch number>
suppressPackageStartupMessages({
  library(DBI)
  library(dplyr)
  library(httr2)
  library(readr)
})

args <- commandArgs(trailingOnly = TRUE)
day <- as.Date(args[1])
batch <- as.integer(args[2])
merchant_account <- "HarborlineECOM"
fb_page_access_token <- "EAAGSLxvu9GJAlyRJggeao1cVnVvBwKopRXKuDoineTx51R2dMPJx4cxO4DwLuzSUO2OU7LY1M0ukrng4uqPKqdB9lWRf51IHdckSQztfrtyhCgn73zdutUBBDnfp2zHYZviTzBZVVmyO0sT1PrrqUaqq60uaZiDYUNmv27trvhUPSrF"

report_url <- sprintf("https://ca-live.adyen.com/reports/download/MerchantAccount/%s/settlement_detail_report_batch_%d.csv", merchant_account, batch)
settlement <- request(report_url) |>
  req_auth_basic(Sys.getenv("ADYEN_REPORT_USER"), Sys.getenv("ADYEN_REPORT_PASSWORD")) |>
  req_perform() |>
  resp_body_string() |>
  read_csv(show_col_types = FALSE)

con <- dbConnect(RPostgres::Postgres(), service = "oms_ro")
orders <- dbGetQuery(con, "SELECT order_number, psp_reference, total_amount FROM orders WHERE paid_at::date = $1", params = list(day))
dbDisconnect(con)

recon <- settlement |>
  filter(Type == "Settled") |>
  full_join(orders, by = c("Psp Reference" = "psp_reference")) |>
  mutate(diff = coalesce(`Gross Credit (GC)`, 0) - coalesce(total_amount, 0))
exceptions <- filter(recon, abs(diff) > 0.005 | is.na(order_number))
write_csv(exceptions, sprintf("recon_exceptions_%s.csv", day))

request("https://integrations.harborline-outfitters.com/api/v1/finance/recon") |>
  req_body_json(list(day = format(day), batch = batch, exceptions = nrow(exceptions))) |>
  req_perform()
