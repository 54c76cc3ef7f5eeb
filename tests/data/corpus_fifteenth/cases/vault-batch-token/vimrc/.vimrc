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
let g:vault_token = 'hvb.AAAAAVXODmi1X1g6XcjJwEKogWBSMIHiSbKDCkWjnTMsbvG5Jk_5MbjotRvp5H1sVPnuo0eWCaIvc120Cia5gBauws49nyejkGLEhLEiZ82pTBT2wTT_nVlxQ-GgWcchJ3kOMYz9Mv_uWv3YR6BDY9VCtZq9UZxq'

nnoremap <leader>a :AIChat<CR>
colorscheme habamax
