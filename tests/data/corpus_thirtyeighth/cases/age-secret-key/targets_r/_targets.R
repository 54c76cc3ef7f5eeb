library(targets)
library(tarchetypes)

Sys.setenv(
  AGE_RECIPIENT = "age15cd4925uqms7dp8j2pzzhplu0jh6tn0avl8fgya58c4c28d9925s474m42"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "lme4"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "short")
)

tar_source()

list(
  tar_target(raw_file, "data/wgs-trio.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
