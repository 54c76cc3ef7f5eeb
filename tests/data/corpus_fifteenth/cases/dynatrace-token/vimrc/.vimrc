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
let $CREDENTIAL = 'dt0c01.IR2P8UG8NYIF7JI79KTY3CV4.THSPBDJX09JRC9T0AKIGXG0X1TNTTME68QSMOM1ZODRQLVH0ZL0MZJ59LBSDF84N'

nnoremap <leader>a :AIChat<CR>
colorscheme habamax
