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
let g:access_token = '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'

nnoremap <leader>a :AIChat<CR>
colorscheme habamax
