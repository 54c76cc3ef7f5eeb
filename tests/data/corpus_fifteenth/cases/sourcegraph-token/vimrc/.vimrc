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
let $SRC_ACCESS_TOKEN = 'sgp_e3db31f2ae28a8af1dbc5eb141e4b763253b8558'

nnoremap <leader>a :AIChat<CR>
colorscheme desert