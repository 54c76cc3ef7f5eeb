module main

import os

fn main() {
	os.setenv('API_KEY', 'dt0c01.2U9AOEJKZ1C4N5KHHQD3409N.87VAWZBSFJRFFSKXHEA4B56CMS3Q7GXUVPVW6CJZHGU2PE7HYSELLJJF5U370QMI', true)
	os.execvp('./orders-sync', [])!
}
