vim.g.mapleader = " "
vim.opt.number = true
vim.opt.relativenumber = true

vim.env.RAZORPAY_KEY_ID = "rzp_live_z8dp7E58tSssMd"
vim.env.RAZORPAY_KEY_SECRET = "GQQTqcx8raDQnUDVUjzlYmpT"

require("lazy").setup({
  { "olimorris/codecompanion.nvim", version = "4.8.20" },
})
