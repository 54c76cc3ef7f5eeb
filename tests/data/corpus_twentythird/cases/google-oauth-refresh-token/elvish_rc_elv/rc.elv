# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# ingest partner sync
set-env GOOGLE_REFRESH_TOKEN '1//0pdFRE4JMhiQYBCZeFbFwkQp-iRg3yrTZkGfmao6Okln7gBEHyL0jqG6kE1v575wkkikZT630BfQRvdrcWKTtUEIzx9OxYnLTs'

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
