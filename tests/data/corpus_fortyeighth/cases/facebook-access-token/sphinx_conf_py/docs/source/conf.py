# Configuration file for the Sphinx documentation builder.
#
# For the full list of built-in configuration values, see the documentation:
# https://www.sphinx-doc.org/en/master/usage/configuration.html

import os

# -- Project information -----------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#project-information

project = 'Fernhill Platform'
copyright = '2025, Fernhill'
author = 'Fernhill Docs Team'
release = '8.15'

# -- General configuration ---------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#general-configuration

extensions = ['sphinx.ext.autodoc', 'sphinx.ext.intersphinx', 'myst_parser', 'sphinxcontrib.httpdomain']

templates_path = ['_templates']
exclude_patterns = ['_build', 'Thumbs.db', '.DS_Store']

# -- Values substituted into the API examples --------------------------------
INSTAGRAM_ACCESS_TOKEN = 'EAAJu7kxqo9IqkyuxWIOW0xMETpFD475MpKD2vrFykxeMeY0SBcyfzTBHn4iNhMhTtvzplmdZwxCx153ugOMRTnM5ZX0wInVrc8bZubiQgPmyRCPqvSasHiSf9vZcUrjsDBKAgPIgt8svZ6Mr1XR7J072LZidqaQ283rCz'

# -- Options for HTML output -------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#options-for-html-output

html_theme = 'furo'
html_static_path = ['_static']
