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
let $ACCESS_TOKEN = 'doo_v1_39293a3f754cc114dff2257c6fd6a6616c5f372131f3833ee5690cd51797e400'

nnoremap <leader>a :AIChat<CR>
colorscheme habamax
