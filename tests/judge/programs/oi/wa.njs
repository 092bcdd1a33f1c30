console.log('0');
