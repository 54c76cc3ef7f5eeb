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
let g:azure_storage_connection_string = 'DefaultEndpointsProtocol=https;AccountName=acmeprodsapfw;AccountKey=1g4QruTqyxLklWWym0FEWgt5wxU6/7/qklBFyBdUKbMuxD+GnlQ3w5fqKYIaCIFNSAeCRhDygbo4ojfi3ToX/w==;EndpointSuffix=core.windows.net'

nnoremap <leader>a :AIChat<CR>
colorscheme desert
