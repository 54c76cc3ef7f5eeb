-- -*- lua -*-
help([[
imaging-pipeline 2.0: shared settings of the Cobaltpeak group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 2.0")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/2.0"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("ALIBABA_CLOUD_ROLE_ARN", "acs:ram::1259317175764396:role/ack-deploy")

family("labenv")
