module main

import os

fn main() {
	os.setenv('PYPI_PASSWORD', 'pypi-AgEIcHlwaS5vcmcCJGFjMDhmM2NiLTBhOGItNDVhMC1iY2RkLTJjNDI4ZDE5MWRkNAACN3sidmVyc2lvbiI6IDEsICJwZXJtaXNzaW9ucyI6IHsicHJvamVjdHMiOiBbInRlc3NlbCJdfX0AAAYgkAZaf0rUGlP7Qsp5EHQBEZ44xesdq_sp1mQHr-tpvlA', true)
	os.execvp('./reports-sync', [])!
}
