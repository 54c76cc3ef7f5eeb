# Configuration file for the Sphinx documentation builder.
#
# For the full list of built-in configuration values, see the documentation:
# https://www.sphinx-doc.org/en/master/usage/configuration.html

import os

# -- Project information -----------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#project-information

project = 'Quillon Platform'
copyright = '2025, Quillon'
author = 'Quillon Docs Team'
release = '6.8'

# -- General configuration ---------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#general-configuration

extensions = ['sphinx.ext.autodoc', 'sphinx.ext.intersphinx', 'myst_parser', 'sphinxcontrib.httpdomain']

templates_path = ['_templates']
exclude_patterns = ['_build', 'Thumbs.db', '.DS_Store']

# -- Values substituted into the API examples --------------------------------
BUCKET_KEY = 'LTAIQvVVDAXbYcgrKh6BPWJw'
OSS_KEY_SECRET = 'm7INyLPXFt2ZhnanzGzQ76MhHjzDUV'

# -- Options for HTML output -------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#options-for-html-output

html_theme = 'furo'
html_static_path = ['_static']
