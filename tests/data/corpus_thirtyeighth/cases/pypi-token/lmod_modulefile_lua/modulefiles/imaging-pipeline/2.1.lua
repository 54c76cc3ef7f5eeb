-- -*- lua -*-
help([[
imaging-pipeline 2.1: shared settings of the Cobaltpeak group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 2.1")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/2.1"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("PYPI_TOKEN", "pypi-AgENdGVzdC5weXBpLm9yZwIkYmZkMDQxN2MtOTkyMi00MTg5LTljODctMTNhMDljM2M4MDc5AAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiCKdOn2dbESHkvMUqmr4yjpKrutQic7-ik_C6aAXbe-AQ")

family("labenv")
