library(targets)
library(tarchetypes)

Sys.setenv(
  FLUTTERWAVE_PUBLIC_KEY = "FLWPUBK-a94403a01d6a984ce72b1380e3fa67e6-X"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "lme4"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "standard")
)

tar_source()

list(
  tar_target(raw_file, "data/climate-downscale.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
