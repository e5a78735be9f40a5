// The offline page's retry button; a file, since the site's policy runs no inline script (decision 0050).
document.getElementById('retry').addEventListener('click', () => window.location.reload());
