vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.VAULT_TOKEN = "hvb.AAAAAZ-qGY-xvU-ol7QjXsCZ_FC11Gjf84aZ2hqURpEgznQhAyW1mJRZnka04e2ZxzIWCtXaoWOd5WnP1LcUVMrzF7DLyTto4Z5EExe_5rv6LWOAuBmTrgOU4MPkzKe1YU3jQ8_s5RnOGLU98d64lX_hh2OQuK47"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "0.29.13" },
})
