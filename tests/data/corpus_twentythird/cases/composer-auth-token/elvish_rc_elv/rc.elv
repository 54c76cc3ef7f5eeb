# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# auth.json for the orders worker
var composer-auth = '{
    "bearer": {
        "repo.kestrelworks.io": "IKa1gIagxu3YIW9hHnow2Hgz4BW8DUj7lk5zqDqi"
    }
}'
if (not (path:is-regular ~/.config/orders-sync/auth.json)) {
  print $composer-auth"\n" > ~/.config/orders-sync/auth.json
}

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
