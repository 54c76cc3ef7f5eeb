library(targets)
library(tarchetypes)

planetscale_service_token_id <- "ru3zvslzglzz"
planetscale_service_token <- Sys.getenv("PLANETSCALE_TOKEN")

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "brms"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "standard")
)

tar_source()

list(
  tar_target(raw_file, "data/md-membranes.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
