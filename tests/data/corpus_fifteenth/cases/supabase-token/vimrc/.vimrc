" ~/.vimrc
set nocompatible
filetype plugin indent on
syntax on

set number relativenumber
set expandtab shiftwidth=2 tabstop=2
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
let $SUPABASE_ACCESS_TOKEN = 'sbp_d3e05c0eaa21af20de2eedd8807c8f703a8f0de9'

nnoremap <leader>a :AIChat<CR>
colorscheme slate
