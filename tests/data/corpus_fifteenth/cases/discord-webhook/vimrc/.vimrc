" ~/.vimrc
set nocompatible
filetype plugin indent on
syntax on

set number relativenumber
set expandtab shiftwidth=4 tabstop=4
set ignorecase smartcase incsearch hlsearch
set undofile undodir=~/.vim/undo

let mapleader = " "
nnoremap <leader>w :w<CR>

call plug#begin()
Plug 'tpope/vim-fugitive'
Plug 'junegunn/fzf.vim'
Plug 'madox2/vim-ai'
call plug#end()

" keys for the AI / API plugins
let $DISCORD_HOOK = 'https://discord.com/api/webhooks/9555655714671609626/JcJTDZ2Gf1sMsdsPsu2Z4GggLkVL-D5DJ-gQCxIMg8KJjIu49KoPmN2tshte7My3_tUz'

nnoremap <leader>a :AIChat<CR>
colorscheme slate
