# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# ingest partner sync
set-env VAULT_AUTH_TOKEN 'hvb.AAAAAYv2B26OvlAP0EoFIEPtj0b0esqXMvQ1Zy8O3vtvKA6rMiJ9bAz4pX5luG0cGoDSQZdPOWUytWgvdtxRe6lSbLPjvukFoOvHspAe6Fabn-169NoTtbBugnuZsxp5jsKCzd1TzIONm44ShCNi0iOf4jG9cvcu'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
