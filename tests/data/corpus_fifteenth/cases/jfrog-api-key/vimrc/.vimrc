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
let g:artifactory_password = 'AKCp5pnnsPfIZtwO7vFOLeCHU0NxbqklPVDPDFDkr4nlEM9fVOQTEc7TPEURIYeEVMFSbur73'

nnoremap <leader>a :AIChat<CR>
colorscheme habamax
